"""Dispatch every waiting parcel without checking its id: a malformed id breaks the precondition."""
import clauz3
from tools.courier.trusted import contracts as courier
from tools.courier.trusted.effects import dispatch, waiting


@clauz3.guarantee(courier.each_parcel_once())
def main() -> None:
    for parcel in waiting("north"):
        dispatch(parcel, "north")
