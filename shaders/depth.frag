#version 330 core
// Shadow pass: depth only.
void main()
{
}
