"""Trusted dispensing effects for the `pharmacy` domain (a simulated dispensary)."""
import clauz3

_RECORD: list[tuple[str, str, str, int]] = []


@clauz3.requires(lambda patient, drug, mg: 0 < mg <= 1000)
@clauz3.trusted
def dispense(patient: str, drug: str, mg: int) -> None:
    _RECORD.append(("dispense", patient, drug, mg))


@clauz3.trusted
def flag_interaction(patient: str, drug: str) -> None:
    _RECORD.append(("flag", patient, drug, 0))


@clauz3.ensures(lambda result: result >= 0)
@clauz3.trusted
def stock_units(drug: str) -> int:
    return 120


@clauz3.ensures(lambda result: 2.0 <= result <= 8.0)
@clauz3.trusted
def fridge_temp(fridge: str) -> float:
    return 4.5


@clauz3.ensures(lambda result: 100 <= result <= 4000)
@clauz3.trusted
def max_daily_mg(drug: str) -> int:
    return 1200


@clauz3.trusted
def allergic(patient: str, drug: str) -> bool:
    return False


@clauz3.ensures(lambda drug, result: result >= 365 and result <= 30)
@clauz3.trusted
def shelf_life_days(drug: str) -> int:
    # Layer bug kept on purpose: "at least a year" and "at most a month" were
    # merged into one postcondition, which no value satisfies.
    return 400


@clauz3.requires(lambda drug, units: 1 <= units <= 500)
@clauz3.trusted
def order_stock(drug: str, units: int) -> None:
    _RECORD.append(("order", "", drug, units))


@clauz3.trusted
def call_doctor(patient: str, reason: str) -> None:
    _RECORD.append(("call", patient, reason, 0))
