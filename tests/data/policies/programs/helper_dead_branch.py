from tools.greenhouse.trusted.effects import close_valve, open_valve


def flood(valve: str) -> None:
    if False:
        open_valve(valve)


def main() -> None:
    close_valve("a")
    flood("b")
