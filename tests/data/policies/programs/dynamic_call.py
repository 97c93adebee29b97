from tools.greenhouse.trusted.effects import close_valve


def shut(valve: str) -> None:
    close_valve(valve)


def main() -> None:
    action = shut
    action("a")
