from tools.greenhouse.trusted.effects import close_valve, open_valve


class Gardener:
    def water(self, valve: str) -> None:
        if False:
            open_valve(valve)


def main() -> None:
    close_valve("a")
    Gardener().water("b")
