from tools.notes.trusted.effects import slow_note, write_note


def main() -> None:
    write_note("a.txt", "first")
    slow_note("s.txt", 3)
    write_note("b.txt", "last")
