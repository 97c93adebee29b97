"""What a person may ask of a program that writes notes."""

from clauz3.spec import ContractSpec, contract, effect

from tools.notes.trusted.effects import write_note

Writes = effect(write_note)


@contract(description="Only the notes {names} are written.")
def only_names(names: list[str]) -> ContractSpec:
    return Writes.all(lambda w: w.name in names)
