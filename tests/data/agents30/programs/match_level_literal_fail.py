# prove: failed ZeroDivisionError | skipped
"""Maps a parsed level to a divisor with `match`; level 3 maps to zero and is divided by."""
from tools.agents.trusted.effects import ask


def main() -> int:
    try:
        level = int(ask("level?"))
    except ValueError:
        level = 1
    match level:
        case 1:
            divisor = 10
        case 2 | 3:
            divisor = level - 3 + (level == 2) * 2
        case _:
            divisor = 1
    share = 100 // divisor
    print(level, share)
    return share
