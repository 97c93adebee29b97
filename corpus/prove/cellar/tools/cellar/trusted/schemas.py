"""Rows the cellar's inventory returns."""
import clauz3


class Bottle(clauz3.Row):
    label: str
    vintage: int
    racked: bool
