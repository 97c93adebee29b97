import clauz3
from tools.beds.trusted.effects import list_beds, water


def main() -> None:
    beds = sorted(list_beds("east"), key=lambda b: len(b))
    assert len(beds) <= 1
