from tools.odd.trusted.effects import ping


def main() -> None:
    ping()
