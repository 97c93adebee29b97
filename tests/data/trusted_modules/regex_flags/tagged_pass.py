from tools.notes.trusted.effects import save_note


def main() -> None:
    save_note("#Work", "intro\ntitle: plan\nmore\nend")
