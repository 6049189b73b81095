#pragma once
// A deliberately simple second implementation of the Pharao turn rules, for
// cross-checking the plugin: houses placed on a grid from a drawn layout,
// explicit path search, strings everywhere. Shares no code with the plugin.
#include <string>
#include <vector>

namespace naive_pharao {

// Every legal turn of a thrown position (`... roll:a-b`) in turn notation,
// sorted; empty when the game is over or the mover is locked up.
std::vector<std::string> legal_turns(const std::string& position);

}  // namespace naive_pharao
