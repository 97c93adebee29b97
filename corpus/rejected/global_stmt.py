# rejects: global statement
import clauz3

COUNTER = 0


def main() -> int:
    global COUNTER
    COUNTER = COUNTER + 1
    return COUNTER
