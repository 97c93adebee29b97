from tools.notes.trusted.effects import slow_note


def main() -> None:
    print("asking for the slow note")
    slow_note("s.txt", 30)
