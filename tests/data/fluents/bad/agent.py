import clauz3
from tools.shed.trusted.effects import open_door


def main() -> None:
    open_door("front")
