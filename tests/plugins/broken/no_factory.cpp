// A library that claims the right ABI but exports no game factory.
#include <boost/dll/alias.hpp>

#include "djed/plugin_abi.hpp"

namespace no_factory {
std::uint32_t abi_version() noexcept { return djed::kPluginAbiVersion; }
}  // namespace no_factory
BOOST_DLL_ALIAS(no_factory::abi_version, djed_plugin_abi_version)
