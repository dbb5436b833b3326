#version 330 core
// SPDX-License-Identifier: MIT
// Shadow pass: depth only.
void main()
{
}
