from tools.notes.trusted.effects import write_note
from clauz3.spec import ContractSpec, contract, effect

Notes = effect(write_note)


@contract(description="At most {n} notes are written.")
def at_most_notes(n: int) -> ContractSpec:
    return Notes.count() <= n


@contract(description="Only notes named in {names} are written.")
def only_names(names: list[str]) -> ContractSpec:
    return Notes.all(lambda w: w.name in names)
