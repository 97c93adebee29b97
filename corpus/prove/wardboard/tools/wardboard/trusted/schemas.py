"""Row schemas of the hospital bed board."""
import clauz3


class Ward(clauz3.Row):
    name: str
    floor: int
    isolation: bool


class Patient(clauz3.Row):
    mrn: str
    bed: str
    acuity: int
    infectious: bool
