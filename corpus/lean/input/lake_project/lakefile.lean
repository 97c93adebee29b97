import Lake
open Lake DSL

package clauz3_spine_witness where

lean_lib Clauz3SpineWitness where
