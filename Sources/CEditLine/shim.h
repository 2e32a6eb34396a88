#ifndef QUIZ_CEDITLINE_SHIM_H
#define QUIZ_CEDITLINE_SHIM_H

#include <stdio.h>
#include <locale.h>
#include <signal.h>
#include <editline/readline.h>

#endif
