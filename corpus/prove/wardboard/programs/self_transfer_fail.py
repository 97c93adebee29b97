"""Move every patient of each ward to the first ward listed: a patient may already be there."""
import clauz3
from tools.wardboard.trusted.effects import census, list_wards, transfer


def main() -> None:
    wards = list_wards("annex")
    if len(wards) > 0:
        target = wards[0].name
        for ward in wards:
            for p in census(ward.name):
                transfer(p.mrn, ward.name, target)
