"""Dispatch harbour parcels, the odd ones to the south depot: south is not an approved zone."""
import clauz3
from tools.courier.trusted import contracts as courier
from tools.courier.trusted.effects import dispatch, waiting


@clauz3.guarantee(courier.only_zones("harbour"))
def main() -> None:
    for parcel in waiting("harbour"):
        if parcel.startswith("P-") and len(parcel) >= 5:
            zone = "south" if parcel.endswith("7") else "harbour"
            dispatch(parcel, zone)
