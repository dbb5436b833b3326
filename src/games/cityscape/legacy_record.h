/* SPDX-License-Identifier: MIT */
/* legacy_record.h - Cityscape's game-record as a round-by-round cs_record
 * (src/games/cityscape/core/record.h), for the CLI's detailed replay. The other way,
 * cityscape-record 1 into the engine's record, is cs_city_import_record
 * (cityscape_game.h). */
#ifndef CS_LEGACY_RECORD_H
#define CS_LEGACY_RECORD_H

#include "eg_game.h"
#include "record.h"

struct eg_record;
/* Every move is checked as it is added; errors name the move. */
int cs_city_export_record(const struct eg_record *rec, cs_record *out, eg_error *err);

#endif
