"""Contract helpers for the `fleet` domain."""
from clauz3.spec import ContractSpec, contract, effect

from tools.fleet.trusted.effects import dispatch, ground, refuel

Trips = effect("dispatch")
Fuel = effect(refuel)
Grounded = effect(ground)
Movements = effect(dispatch, refuel)


@contract(description="The fleet drives at most {km} km in total.")
def km_at_most(km: int) -> ContractSpec:
    if km < 0:
        raise ValueError("a distance budget cannot be negative")
    return Trips.sum(lambda t: t.km) <= km


@contract
def trucks_only(trucks: list[str]) -> ContractSpec:
    return Movements.all(lambda m: m.truck in trucks)


@contract
def truck_stays_home(truck: str) -> ContractSpec:
    return Trips.where(lambda t: t.truck == truck).empty()


@contract
def one_trip_per_truck() -> ContractSpec:
    return Trips.distinct(lambda t: t.truck)


@contract
def refuels_at_least(n: int) -> ContractSpec:
    return Fuel.count() >= n


@contract(description="At most {n} trips are longer than {km} km.")
def long_trips_at_most(n: int, km: int = 300) -> ContractSpec:
    return Trips.where(lambda t: t.km > km).count() <= n


@contract
def routes_prefixed(prefix: str) -> ContractSpec:
    return Trips.all(lambda t: t.route.startswith(prefix))


@contract
def no_grounding() -> ContractSpec:
    return Grounded.empty()


@contract(description="Fuel bought costs at most {cents} cents at 180 cents a litre.")
def fuel_cost_at_most(cents: int) -> ContractSpec:
    # Multiplication inside the selector: outside the reference's relation-lambda subset.
    return Fuel.sum(lambda f: f.litres * 180) <= cents


@contract
def fuel_stops_more_than(n: int) -> ContractSpec:
    return Fuel.count() > n
