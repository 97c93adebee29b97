from tools.greenhouse.trusted.effects import close_valve, notify


def main() -> None:
    close_valve("a")
    notify("closed")
