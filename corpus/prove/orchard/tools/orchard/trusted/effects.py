"""Trusted irrigation effects for the `orchard` domain.

The valves and probes are simulated: the bodies only keep a log so the
layer can be run without hardware.
"""
import clauz3

_LOG: list[tuple[str, str, int]] = []


@clauz3.requires(lambda zone, litres: 0 < litres <= 50)
@clauz3.trusted
def irrigate(zone: str, litres: int) -> None:
    _LOG.append(("irrigate", zone, litres))


@clauz3.ensures(lambda result: 0 <= result <= 100)
@clauz3.trusted
def moisture(zone: str) -> int:
    return 42


@clauz3.trusted
def raise_alert(zone: str, message: str) -> None:
    _LOG.append(("alert", zone, 0))


@clauz3.requires(lambda zone, minutes: 0 < minutes <= 120)
@clauz3.trusted
def open_valve(zone: str, minutes: int) -> bool:
    _LOG.append(("valve", zone, minutes))
    return True


@clauz3.ensures(lambda result: result > 80 and result < 20)
@clauz3.trusted
def rain_forecast(zone: str) -> int:
    # Layer bug kept on purpose: the two bounds were swapped when the
    # forecast range was written down, so the postcondition is unsatisfiable.
    return 0
