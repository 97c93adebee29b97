from collections import Counter

import clauz3
from tools.beds.trusted import contracts as beds
from tools.beds.trusted.effects import list_beds, water


@clauz3.guarantee(beds.at_most_waterings(8))
def main() -> None:
    """Counts what an effect returned: a Counter of terms, which the prover does not model."""
    counts = Counter(list_beds("east"))
    for bed in counts:
        water(bed, 1)
