#pragma once
// A deliberately simple second implementation of the Ramses turn rules, for
// cross-checking the plugin: its own position parser, neighbours derived from
// grid coordinates, explicit path search with a std::set of ends, strings
// everywhere. Slow and obvious on purpose; shares no code with the plugin.
#include <string>
#include <vector>

namespace naive_ramses {

// Every legal turn of a position given in Ramses notation, in turn notation,
// sorted. Throws std::runtime_error on a position it cannot read.
std::vector<std::string> legal_turns(const std::string& position);

// The ends of every path move of the piece on `square` ("12", "5(13)").
std::vector<std::string> destinations(const std::string& position, int square);

}  // namespace naive_ramses
