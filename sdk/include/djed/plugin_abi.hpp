#pragma once
// The binary contract between the host and a game plugin. A plugin exports two
// symbols (see plugin_export.hpp); the host reads the ABI version first and
// touches nothing else when it differs.
#include <cstdint>
#include <string>

namespace djed {

class Game;

// Raise whenever a class in sdk/include/djed changes layout or virtual table.
inline constexpr std::uint32_t kPluginAbiVersion = 12;

inline constexpr const char* kAbiVersionSymbol = "djed_plugin_abi_version";
inline constexpr const char* kFactorySymbol = "djed_create_game";

// Returns the ABI version the plugin was built against.
using AbiVersionFunction = std::uint32_t();
// Returns a new Game owned by the caller, or nullptr with `error` set.
// Never throws.
using GameFactoryFunction = Game*(std::string& error);

}  // namespace djed
