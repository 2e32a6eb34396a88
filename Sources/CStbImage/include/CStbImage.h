#ifndef QUIZ_CSTBIMAGE_H
#define QUIZ_CSTBIMAGE_H

#include <stb/stb_image.h>

#endif
