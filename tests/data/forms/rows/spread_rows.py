import clauz3
from tools.beds.trusted.effects import list_beds, water


def count(*beds):
    return len(beds)


def main() -> None:
    assert count(*list_beds("east")) <= 1
