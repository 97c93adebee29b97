"""Trusted fleet effects for the `fleet` domain (simulated telematics)."""
import clauz3

_TRIPS: list[tuple[str, str, int]] = []


@clauz3.requires(lambda truck, route, km: 0 < km <= 800)
@clauz3.trusted
def dispatch(truck: str, route: str, km: int) -> None:
    _TRIPS.append((truck, route, km))


@clauz3.requires(lambda truck, litres: 0 < litres <= 300)
@clauz3.trusted
def refuel(truck: str, litres: int) -> None:
    _TRIPS.append((truck, "fuel", litres))


@clauz3.ensures(lambda result: 0 <= result <= 400)
@clauz3.trusted
def fuel_level(truck: str) -> int:
    return 250


@clauz3.trusted
def ground(truck: str, reason: str) -> None:
    _TRIPS.append((truck, "grounded", 0))


@clauz3.ensures(lambda result: result >= 0)
@clauz3.trusted
def odometer(truck: str) -> int:
    return 181_204


@clauz3.ensures(lambda driver, result: 0 <= result <= 14)
@clauz3.trusted
def driver_hours(driver: str) -> int:
    return 6


@clauz3.ensures(lambda route, km, result: result >= km)
@clauz3.trusted
def eta_minutes(route: str, km: int) -> int:
    return km + 30


@clauz3.trusted
def assign_driver(truck: str, driver: str) -> None:
    _TRIPS.append((truck, driver, 0))
