from tools.greenhouse.trusted.effects import open_valve


def opened() -> None:
    open_valve("x")


ACTION = opened


def main() -> None:
    ACTION()
