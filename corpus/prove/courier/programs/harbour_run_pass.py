"""Dispatch every waiting harbour parcel with a valid id: all go to the harbour."""
import clauz3
from tools.courier.trusted import contracts as courier
from tools.courier.trusted.effects import dispatch, waiting


@clauz3.guarantee(courier.only_zones("harbour, North"))
def main() -> None:
    for parcel in waiting("harbour"):
        if parcel.startswith("P-") and len(parcel) >= 5:
            dispatch(parcel, "harbour")
