import clauz3
from tools.beds.trusted.effects import list_beds, water


def main(zone: str) -> None:
    beds = list_beds(zone)
    names = list(map(str.strip, beds))
    assert len(names) == len(beds)
