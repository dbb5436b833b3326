/* SPDX-License-Identifier: MIT */
/* layout.c - positions of the pieces on the table (see layout.h). */
#include "layout.h"

#include <math.h>

#define DEG2RAD 0.017453292519943295f

float cs_seat_yaw(cs_seat seat)
{
    static const float yaw[CS_SEATS] = {0.0f, -90.0f, 180.0f, 90.0f};
    return yaw[seat & 3];
}

void cs_seat_frame_to_world(float yaw_deg, float u, float v, float y, float out[3])
{
    float s = sinf(yaw_deg * DEG2RAD), c = cosf(yaw_deg * DEG2RAD);
    out[0] = u * c - v * s;
    out[1] = y;
    out[2] = -u * s - v * c;
}

void cs_layout_lot_centre(int lot, float out[3])
{
    out[0] = (float)cs_lot_file(lot) - 1.5f;
    out[1] = -CS_LOT_DEPTH;
    out[2] = 1.5f - (float)cs_lot_rank(lot);
}

float cs_layout_stack_height(int units)
{
    return (float)units * CS_UNIT_HEIGHT;
}

void cs_layout_block_base(int lot, int units_below, float out[3])
{
    cs_layout_lot_centre(lot, out);
    out[1] += cs_layout_stack_height(units_below);
}

void cs_layout_supply_slot(float yaw_deg, int h, int i, float out[3])
{
    /* One row per height to the right of the board, short blocks in front
     * so that every row shows over the one before it. */
    float u = CS_SUPPLY_U0 + (float)i * CS_SUPPLY_STEP;
    float v = ((float)h - 3.0f) * CS_SUPPLY_STEP;
    cs_seat_frame_to_world(yaw_deg, u, v, CS_TABLE_Y, out);
}

void cs_layout_supply_label(float yaw_deg, int h, int left, float out[3])
{
    /* Just after the last block still there (the blocks fill from slot 0). */
    float u = CS_SUPPLY_U0 + (float)(left > 0 ? left - 1 : 0) * CS_SUPPLY_STEP + 0.72f;
    float v = ((float)h - 3.0f) * CS_SUPPLY_STEP;
    cs_seat_frame_to_world(yaw_deg, u, v, CS_TABLE_Y + cs_layout_stack_height(h), out);
}

void cs_layout_holder(cs_seat seat, float out[3])
{
    float v = -(CS_BOARD_HALF + CS_HOLDER_GAP + 0.5f * CS_HOLDER_DEPTH);
    cs_seat_frame_to_world(cs_seat_yaw(seat), 0.0f, v, CS_TABLE_Y, out);
}

void cs_layout_die(cs_seat seat, int line, float out[3])
{
    float v = -(CS_BOARD_HALF + CS_HOLDER_GAP + 0.5f * CS_HOLDER_DEPTH) - 0.04f;
    float y = CS_TABLE_Y + CS_HOLDER_BASE + 0.5f * CS_DIE_SIZE + 0.02f;
    cs_seat_frame_to_world(cs_seat_yaw(seat), (float)line - 1.5f, v, y, out);
}
