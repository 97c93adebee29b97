/-! Small public lemmas the spine's generated candidates may import. Core Lean 4 only. -/

namespace Clauz3SpineWitness

theorem add_zero_right (n : Nat) : n + 0 = n := rfl

theorem true_and_left (b : Bool) : (true && b) = b := rfl

theorem or_swap (p q : Prop) (h : p ∨ q) : q ∨ p := h.elim Or.inr Or.inl

theorem closed_mod_fact : 23 % 7 = 2 := by decide

theorem nil_append_left (xs : List Nat) : [] ++ xs = xs := rfl

theorem eq_flip {a b : Nat} (h : a = b) : b = a := h.symm

end Clauz3SpineWitness
