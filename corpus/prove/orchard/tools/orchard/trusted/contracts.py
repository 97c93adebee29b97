"""Contract helpers for the `orchard` domain."""
from clauz3.spec import ConjunctionSpec, ContractSpec, contract, effect, no_guarantees

from tools.orchard.trusted.effects import irrigate, open_valve

Irrigation = effect(irrigate)
Alerts = effect("raise_alert")
Valves = effect(open_valve)


@contract
def zones_only(zones: list[str]) -> ContractSpec:
    return Irrigation.all(lambda i: i.zone in zones)


@contract(description="At most {litres} litres of water are used in total.")
def water_budget(litres: int) -> ContractSpec:
    return Irrigation.sum(lambda i: i.litres) <= litres


@contract
def no_alerts() -> ContractSpec:
    return Alerts.empty()


@contract
def each_zone_once() -> ContractSpec:
    return Irrigation.distinct(lambda i: i.zone)


@contract(description="Zone {zone} gets at most {litres} litres.")
def zone_budget(zone: str, litres: int = 30) -> ContractSpec:
    return Irrigation.where(lambda i: i.zone == zone).sum(lambda i: i.litres) <= litres


@contract
def watered_at_least(times: int = 1) -> ContractSpec:
    return Irrigation.count() >= times


@contract
def alerts_only_for(zones: list[str]) -> ContractSpec:
    return Alerts.all(lambda a: a.zone in zones)


@contract
def safe_watering(zones: list[str], litres: int) -> ContractSpec:
    return ConjunctionSpec((Irrigation.all(lambda i: i.zone in zones), Irrigation.sum(lambda i: i.litres) <= litres))


@contract
def valve_minutes_between(low: int, high: int) -> ContractSpec:
    # Chained comparison: outside the reference's relation-lambda subset.
    return Valves.all(lambda v: low <= v.minutes <= high)


@contract(description="Valves stay open for at most {litres} litres at 12 litres a minute.")
def valve_litres_at_most(litres: int) -> ContractSpec:
    # Multiplication by a constant: outside the reference's relation-lambda subset.
    return Valves.sum(lambda v: v.minutes * 12) <= litres


@contract
def nothing() -> ContractSpec:
    return no_guarantees()
