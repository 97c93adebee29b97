"""Row schemas of the restaurant kitchen."""
import clauz3


class Order(clauz3.Row):
    ticket: str
    dish: str
    covers: int
    allergy_note: bool


class Ingredient(clauz3.Row):
    item: str
    grams: int
    allergen: bool
