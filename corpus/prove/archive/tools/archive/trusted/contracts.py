"""Contract helpers for the records archive."""
from clauz3.spec import ContractSpec, contract, effect

from tools.archive.trusted.effects import FolderLocked, box_document, notify_owner
from tools.archive.trusted.events import Boxed, Shred, WitnessedShred

Notices = effect(notify_owner)
Retentions = effect(box_document)


@contract(description="At most {n} documents are shredded.")
def shreds_at_most(n: int) -> ContractSpec:
    return Shred.count() <= n


@contract
def shreds_from(schema: type, field: str) -> ContractSpec:
    """Every shredded id is the {field} column of a {schema} row a query returned."""
    column = getattr(schema, field)
    return Shred.all(lambda s: s.doc_id == column)


@contract
def boxes_from(schema: type, field: str) -> ContractSpec:
    """Every boxed id is the {field} column of a {schema} row a query returned."""
    column = getattr(schema, field)
    return Boxed.all(lambda b: b.doc_id == column)


@contract
def never_shred(doc_id: str) -> ContractSpec:
    return Shred.where(lambda s: s.doc_id == doc_id).empty()


@contract
def each_document_shredded_once() -> ContractSpec:
    return Shred.distinct(lambda s: s.doc_id)


@contract
def witnesses_only(officers: list[str]) -> ContractSpec:
    return WitnessedShred.all(lambda w: w.witness in officers)


@contract
def boxes_only(boxes: list[str]) -> ContractSpec:
    return Boxed.all(lambda b: b.box in boxes)


@contract(description="At most {years} box-years of off-site storage.")
def storage_years_at_most(years: int) -> ContractSpec:
    return Retentions.sum(lambda r: r.years) <= years


@contract
def notices_at_most(n: int) -> ContractSpec:
    return Notices.count() <= n


@contract
def no_folder_left_locked() -> ContractSpec:
    return FolderLocked.final.all(lambda f: f.value == False)


@contract
def folder_locked_at_end(path: str) -> ContractSpec:
    return FolderLocked.final[path] == True
