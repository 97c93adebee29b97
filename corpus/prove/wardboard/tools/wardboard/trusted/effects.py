"""Trusted effects of the bed board: census queries, moves, beds, isolation and staffing."""
from typing import TypeVar

import clauz3
from clauz3.events import performs
from clauz3.fluent import effect, fluent

from tools.wardboard.trusted.events import Admission, Discharge, Transfer
from tools.wardboard.trusted.schemas import Patient, Ward

RowT = TypeVar("RowT", bound=clauz3.Row)

BedFree = fluent("bed_free", key=str, value=bool, initial=True)
Isolated = fluent("isolated", key=str, value=bool, initial=False)
NursesOn = fluent("nurses_on", key=str, value=int, initial=2)


@clauz3.ensures(lambda result: len(result) <= 8)
@clauz3.trusted
def list_wards(site: str) -> list[Ward]:
    """The wards of a hospital site (at most eight)."""
    ...


@clauz3.ensures(lambda result: len(result) <= 12)
@clauz3.trusted
def census(ward: str) -> list[Patient]:
    """The patients currently in a ward (at most twelve)."""
    ...


@clauz3.ensures(lambda schema, unit, result: len(result) <= 5)
@clauz3.trusted
def waiting_list(schema: type[RowT], unit: str) -> list[RowT]:
    """The head of a unit's waiting list, as rows of the given schema (at most five)."""
    ...


@clauz3.requires(lambda mrn, from_ward, to_ward: from_ward != to_ward, message="a transfer changes ward")
@clauz3.trusted
@performs(lambda mrn, to_ward: Transfer(mrn, to_ward))
def transfer(mrn: str, from_ward: str, to_ward: str) -> None:
    """Move a patient from one ward to another."""
    ...


@clauz3.trusted
@performs(lambda mrn, ward: Admission(mrn, ward))
def admit(mrn: str, ward: str) -> None:
    """Admit a patient to a ward."""
    ...


@clauz3.trusted
@performs(lambda mrn, ward: Discharge(mrn, ward))
def discharge(mrn: str, ward: str) -> None:
    """Discharge a patient from a ward."""
    ...


@clauz3.trusted
@effect(lambda bed: BedFree.set(bed, False))
def occupy_bed(bed: str) -> None:
    """Mark a bed taken."""
    ...


@clauz3.trusted
@effect(lambda bed: BedFree.set(bed, True))
def release_bed(bed: str) -> None:
    """Mark a bed free after cleaning."""
    ...


@clauz3.trusted
@effect(lambda bed: [Isolated.set(bed, True), BedFree.set(bed, False)])
def start_isolation(bed: str) -> None:
    """Put a bed under isolation precautions (the bed is then taken)."""
    ...


@clauz3.trusted
@effect(lambda bed: Isolated.set(bed, False))
def end_isolation(bed: str) -> None:
    """Lift isolation precautions on a bed."""
    ...


@clauz3.requires(lambda ward, nurses: 1 <= nurses <= 6, message="one to six nurses")
@clauz3.trusted
@effect(lambda ward, nurses: NursesOn.set(ward, nurses))
def set_staffing(ward: str, nurses: int) -> None:
    """Roster a number of nurses on a ward."""
    ...


@clauz3.requires(lambda team, mrn, urgency: 1 <= urgency <= 5, message="urgency 1 to 5")
@clauz3.trusted
def page_team(team: str, mrn: str, urgency: int) -> None:
    """Page a clinical team about a patient."""
    ...
