"""Contract helpers for the `pharmacy` domain."""
from clauz3.spec import ContractSpec, contract, effect

from tools.pharmacy.trusted.effects import call_doctor, dispense, flag_interaction, order_stock

Dispensed = effect(dispense)
Flags = effect("flag_interaction")
Orders = effect(order_stock)
PatientFacing = effect(dispense, flag_interaction)
Calls = effect(call_doctor)


@contract
def drugs_only(drugs: list[str]) -> ContractSpec:
    return Dispensed.all(lambda d: d.drug in drugs)


@contract(description="{patient} receives at most {mg} mg in this run.")
def patient_mg_at_most(patient: str, mg: int) -> ContractSpec:
    return Dispensed.where(lambda d: d.patient == patient).sum(lambda d: d.mg) <= mg


@contract(description="{patient} is never given {drug}.")
def never_dispense(patient: str, drug: str) -> ContractSpec:
    return Dispensed.where(lambda d: d.patient == patient and d.drug == drug).empty()


@contract
def one_dose_per_patient_and_drug() -> ContractSpec:
    return Dispensed.distinct(lambda d: d.patient + "/" + d.drug)


@contract
def orders_fewer_than(n: int) -> ContractSpec:
    return Orders.count() < n


@contract
def ordered_at_least(units: int) -> ContractSpec:
    return Orders.sum(lambda o: o.units) >= units


@contract
def touches_only(patients: list[str]) -> ContractSpec:
    return PatientFacing.all(lambda e: e.patient in patients)


@contract(description="Every dose above {threshold} mg comes with an interaction flag for that patient.")
def high_dose_flagged(threshold: int = 500) -> ContractSpec:
    strong = Dispensed.where(lambda d: d.mg > threshold)
    flagged = Flags.where(lambda f: f.drug != "")
    return strong.shares_value(flagged, lambda e: e.patient)


@contract
def no_doctor_calls() -> ContractSpec:
    return Calls.empty()
