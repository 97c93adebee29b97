from tools.greenhouse.trusted.effects import close_valve


def main() -> None:
    close_valve("a")
