from tools.notes.trusted.effects import weird


def main() -> int:
    return weird()
