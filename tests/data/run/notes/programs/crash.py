from tools.notes.trusted.effects import crash, write_note


def main() -> None:
    write_note("a.txt", "before the crash")
    crash()
    write_note("b.txt", "never")
