#ifndef QUIZ_CCHAFA_SHIM_H
#define QUIZ_CCHAFA_SHIM_H

#include <chafa.h>

#endif
