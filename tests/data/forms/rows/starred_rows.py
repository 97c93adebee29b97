import clauz3
from tools.beds.trusted.effects import list_beds, water


def main() -> None:
    first, *rest = list_beds("east")
    assert len(rest) == 0
