"""Contract helpers for the hospital bed board."""
from clauz3.spec import ContractSpec, contract, effect

from tools.wardboard.trusted.effects import BedFree, Isolated, NursesOn, page_team
from tools.wardboard.trusted.events import Admission, Discharge, Move, Transfer

Pages = effect(page_team)


@contract
def transfers_at_most(n: int) -> ContractSpec:
    return Transfer.count() <= n


@contract(description="At most {n} patient moves (admissions and transfers).")
def moves_at_most(n: int) -> ContractSpec:
    return Move.count() <= n


@contract
def moves_only_into(wards: list[str]) -> ContractSpec:
    return Move.all(lambda m: m.ward in wards)


@contract
def never_into(ward: str) -> ContractSpec:
    return Move.where(lambda m: m.ward == ward).empty()


@contract
def moved_patients_from(schema: type, field: str) -> ContractSpec:
    """Every moved patient is the {field} column of a {schema} row a query returned."""
    column = getattr(schema, field)
    return Move.all(lambda m: m.mrn == column)


@contract
def destinations_from(schema: type, field: str) -> ContractSpec:
    """Every destination ward is the {field} column of a {schema} row a query returned."""
    column = getattr(schema, field)
    return Move.all(lambda m: m.ward == column)


@contract
def each_patient_moved_once() -> ContractSpec:
    return Move.distinct(lambda m: m.mrn)


@contract
def urgent_pages_at_most(n: int) -> ContractSpec:
    return Pages.where(lambda p: p.urgency >= 4).count() <= n


@contract
def readmitted(from_ward: str, to_ward: str) -> ContractSpec:
    """Some patient discharged from {from_ward} is admitted again to {to_ward}."""
    discharged = Discharge.where(lambda d: d.ward == from_ward)
    return Admission.where(lambda a: a.ward == to_ward).shares_value(discharged, lambda e: e.mrn)


@contract
def bed_taken_at_end(bed: str) -> ContractSpec:
    return BedFree.final[bed] == False


@contract
def no_isolation_left() -> ContractSpec:
    return Isolated.final.all(lambda b: b.value == False)


@contract
def every_ward_staffed(minimum: int) -> ContractSpec:
    return NursesOn.final.all(lambda w: w.value >= minimum)


@contract
def ward_staffed_with(ward: str, nurses: int) -> ContractSpec:
    return NursesOn.final[ward] == nurses
