from tools.notes.trusted.effects import slow_note


def main() -> None:
    slow_note("late.txt", 30)
